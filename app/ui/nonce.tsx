import { createContext, useContext } from "react";

const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
/** The CSP nonce on the server; an empty string in the browser (browsers hide it after load). */
export function useNonce() {
  return useContext(NonceContext);
}
