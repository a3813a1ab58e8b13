// `prepack` of every public package: packing is pnpm's job. pnpm turns the `workspace:` specifiers of
// package.json into the linked packages' versions; npm would ship them as they are, and the tarball
// would not install. Publish with `pnpm publish` / `changeset publish` (which uses pnpm here).
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by the tool that runs prepack; no turbo task reads it
const agent = process.env.npm_config_user_agent ?? "";
if (!agent.startsWith("pnpm/")) {
  console.error(
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by the tool that runs prepack
    `Refusing to pack ${process.env.npm_package_name ?? "this package"} with ${agent.split(" ")[0] || "an unknown tool"}: ` +
      "its package.json has workspace: specifiers that only pnpm rewrites. Use `pnpm pack` or `pnpm publish`.",
  );
  process.exit(1);
}
