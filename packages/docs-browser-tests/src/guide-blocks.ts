/** One fenced block of a Markdown page: its language, its VitePress title (`[first-call.mjs]`) and text. */
export interface FencedBlock {
  lang: string;
  title: string | undefined;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** The fenced blocks of a Markdown text, in order (a block nested in a list loses its indentation). */
export function fencedBlocks(text: string): FencedBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})\s*([\w-]*)\s*(?:\[([^\]]*)\])?.*$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent = "", fence = "", lang = "", title] = open;
    let end = i + 1;
    while (end < lines.length && !new RegExp(`^\\s*\`{${fence.length},}\\s*$`).test(lines[end]!)) end++;
    const body = lines.slice(i + 1, end).map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l));
    blocks.push({ lang, title, code: `${body.join("\n")}\n`, line: i + 1 });
    i = end;
  }
  return blocks;
}

/** The one block titled `title`; throws (naming the page's titles) when there is none or more than one. */
export function blockTitled(blocks: FencedBlock[], title: string): FencedBlock {
  const found = blocks.filter((b) => b.title === title);
  if (found.length !== 1) {
    const titles = blocks.map((b) => b.title).filter(Boolean);
    throw new Error(
      `expected one block titled [${title}], found ${found.length} (titles: ${titles.join(", ")})`,
    );
  }
  return found[0]!;
}
