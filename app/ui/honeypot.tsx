import { createContext, useContext, type ReactNode } from "react";

/**
 * The honeypot fields of the public forms, for remix-utils' server check (lib/honeypot.server.ts).
 * Same fields and names as remix-utils' own components, with valid HTML: its name input says
 * `autocomplete="nope"`, which the HTML checker rejects; this one says "off".
 */
type HoneypotProps = { nameFieldName?: string; validFromFieldName?: string | null; encryptedValidFrom?: string };

const HoneypotContext = createContext<HoneypotProps>({});

export function HoneypotProvider({ children, ...props }: HoneypotProps & { children: ReactNode }) {
  return <HoneypotContext.Provider value={props}>{children}</HoneypotContext.Provider>;
}

export function HoneypotInputs({ label = "Please leave this field blank" }: { label?: string }) {
  const { nameFieldName = "name__confirm", validFromFieldName = "from__confirm", encryptedValidFrom } = useContext(HoneypotContext);
  return (
    <div id={`${nameFieldName}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={nameFieldName}>{label}</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>{label}</label>
          <input
            id={validFromFieldName}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
