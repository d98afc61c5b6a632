/**
 * Import rules of the house (docs/architecture.md), checked by `npm run lint` with dependency-cruiser:
 * no import cycles at all (type-only imports included: a type cycle still couples two modules), and
 * the layers: shared code (lib, ui, integrations, domain) never imports a capability, the kits never
 * import a capability, routes never read the database themselves, and nothing imports a route module.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle: break it with a leaf module (types or a registry's handler contract) that both sides import.",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-code-imports-no-capability",
      severity: "error",
      comment: "app/lib, app/ui, app/integrations and app/domain are capability-free: move the code into the feature, or pass it in.",
      from: { path: "^app/(lib|ui|integrations|domain)/" },
      to: { path: "^app/(features|kit|routes)/" },
    },
    {
      name: "kits-import-no-capability",
      severity: "error",
      comment:
        "A kit is machinery several capabilities share: a capability plugs into it, never the other way round (a kit's tests may use real capabilities).",
      from: { path: "^app/kit/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/(features|routes)/" },
    },
    {
      name: "routes-do-not-read-the-database",
      severity: "error",
      comment:
        "A route guards, parses, calls a feature and renders: the reads and writes are the feature's (a `load…` or command in its *.server.ts). Only the health check pings the database itself.",
      from: { path: "^app/routes/", pathNot: "^app/routes/resources\\.healthcheck\\.tsx$" },
      to: { path: "^app/(lib/db\\.server\\.ts|generated/)" },
    },
    {
      name: "nothing-imports-a-route",
      severity: "error",
      comment: "Route modules are the top of the tree: share code through a feature, a kit or app/ui instead.",
      from: { pathNot: "(^app/routes/|\\.test\\.tsx?$|^tests/)" },
      to: { path: "^app/routes/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(app/generated|node_modules|build|public/build)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js"] },
  },
};
