import { describe, expect, it } from "vitest";
import { AUTH_ROUTES, BODY_MESSAGES, limitFor, refuseBody, routeKey } from "./request-policy.server.ts";

describe("routeKey: the route a raw path reaches", () => {
  it("ignores case, percent-encoding, repeated and trailing slashes, and the .data of a JavaScript submission", () => {
    for (const raw of ["/login", "/Login", "/LOGIN", "/%6cogin", "/%4C%6F%67%69%6E", "//login", "/login/", "/login.data", "/LOGIN.data"]) {
      expect(routeKey(raw), raw).toBe("/login");
    }
    expect(routeKey("/password/Reset")).toBe("/password/reset");
    expect(routeKey("/password/reset/ABC")).toBe("/password/reset/abc");
    expect(routeKey("/_root.data")).toBe("/");
    expect(routeKey("/%E0%A4%A")).toBe("/%e0%a4%a");
  });
});

describe("limitFor: which rate limit a request counts against", () => {
  it("puts every spelling of each sign-in route under the strict limit", () => {
    const variants = (route: string) => [
      route,
      route.toUpperCase(),
      route.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
      route.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
      `${route}/`,
      `/${route}`,
      `${route}.data`,
      route.replace(/\b[a-z]/g, (c) => c.toUpperCase()),
    ];
    for (const route of AUTH_ROUTES) {
      for (const v of variants(route)) expect(limitFor("POST", v), v).toBe("auth");
    }
    expect(limitFor("post", "/password/reset/sometoken")).toBe("auth");
  });

  it("counts other changes under the general limit and reads under none", () => {
    expect(limitFor("POST", "/cart")).toBe("mutation");
    expect(limitFor("POST", "/loginx")).toBe("mutation");
    expect(limitFor("DELETE", "/edit-profile")).toBe("mutation");
    expect(limitFor("GET", "/login")).toBeNull();
    expect(limitFor("HEAD", "/login")).toBeNull();
    expect(limitFor("OPTIONS", "/login")).toBeNull();
  });
});

describe("refuseBody: a change must come as a form", () => {
  it("lets forms through, urlencoded or multipart with a boundary", () => {
    expect(refuseBody("POST", "/login", "application/x-www-form-urlencoded")).toBeNull();
    expect(refuseBody("POST", "/login", "application/x-www-form-urlencoded;charset=UTF-8")).toBeNull();
    expect(refuseBody("POST", "/ceus/individual/new", "multipart/form-data; boundary=----WebKitFormBoundaryX")).toBeNull();
    expect(refuseBody("POST", "/ceus/individual/new", 'multipart/form-data; boundary="quoted boundary"')).toBeNull();
  });

  it("refuses JSON, text, XML and no content type with 415, and multipart without a boundary with 400", () => {
    for (const type of ["application/json", "text/plain", "application/xml", "text/xml", undefined, ""]) {
      expect(refuseBody("POST", "/login", type), String(type)).toEqual({ status: 415, message: BODY_MESSAGES.notAForm });
    }
    expect(refuseBody("POST", "/cart", "multipart/form-data")).toEqual({ status: 400, message: BODY_MESSAGES.noBoundary });
    expect(refuseBody("PUT", "/cart.data", "application/json")?.status).toBe(415);
    expect(refuseBody("POST", "/login", "application/json", false)?.status).toBe(415);
  });

  it("takes a change with no body and no content type as an empty form", () => {
    expect(refuseBody("POST", "/notifications/1", undefined, false)).toBeNull();
    expect(refuseBody("POST", "/notifications/1", "", false)).toBeNull();
  });

  it("leaves reads and Stripe's webhook alone", () => {
    expect(refuseBody("GET", "/login", "application/json")).toBeNull();
    expect(refuseBody("OPTIONS", "/login", undefined)).toBeNull();
    expect(refuseBody("POST", "/resources/stripe/webhook", "application/json")).toBeNull();
  });
});
