import type { MarkdownRenderer } from "vitepress";

/**
 * VitePress adds the site's base to the internal links it routes, but not to the ones that leave the
 * app (`[TypeScript reference](/ts/){target="_self"}`: the references are not VitePress pages). This
 * adds it to those too, so every link works under DOCS_BASE.
 */
export function baseLinks(md: MarkdownRenderer, base: string): void {
  if (base === "/") return;
  const render =
    md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const token = tokens[i]!;
    const href = token.attrGet("href");
    if (token.attrGet("target") === "_self" && href?.startsWith("/") && !href.startsWith(base))
      token.attrSet("href", `${base}${href.slice(1)}`);
    return render(tokens, i, options, env, self);
  };
}
