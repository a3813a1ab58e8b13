import type { CompletionTable, CompletionWord } from "./table.js";

// Each script holds the table as a `case` over command paths and offers the words of the longest path
// the words typed so far name (options skipped). Paths and words are plain [a-z0-9-] text and
// descriptions carry no single quote (see table.ts): no quoting beyond single quotes is needed. bash
// offers the words; zsh and fish show each with its description. After an option that takes a value,
// the option's entry (`<path> --format`, else the global `--format`) gives its values; the word @file
// stands for file names, completed by the shell's own file completion.

export const SHELLS = ["bash", "zsh", "fish"] as const;
export type Shell = (typeof SHELLS)[number];

const cases = (
  table: CompletionTable,
  indent: string,
  render: (path: string, words: CompletionWord[]) => string,
) =>
  [...table]
    .map(([path, words]) => render(path, words))
    .map((line) => `${indent}${line}`)
    .join("\n");

const plain = (words: CompletionWord[]) => words.map(({ word }) => word).join(" ");

export function bashScript(table: CompletionTable): string {
  return `# reportkit completion for bash: source <(reportkit completion bash)
_reportkit_words() {
  case "$1" in
${cases(table, "    ", (path, words) => `'${path}') echo '${plain(words)}' ;;`)}
    *) return 1 ;;
  esac
}
_reportkit() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" word i longer words
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    [[ "$word" == -* ]] && continue
    longer="\${path:+$path }$word"
    if _reportkit_words "$longer" > /dev/null; then path="$longer"; fi
  done
  if [[ "$prev" == --* ]] && { words="$(_reportkit_words "\${path:+$path }$prev")" || words="$(_reportkit_words "$prev")"; }; then
    :
  else
    words="$(_reportkit_words "$path")"
  fi
  COMPREPLY=($(compgen -W "\${words//@file/}" -- "$cur"))
  if [[ " $words " == *" @file "* ]]; then COMPREPLY+=($(compgen -f -- "$cur")); fi
}
complete -F _reportkit reportkit
`;
}

export function zshScript(table: CompletionTable): string {
  return `#compdef reportkit
# reportkit completion for zsh: source <(reportkit completion zsh), or save as _reportkit in your $fpath
_reportkit_words() {
  case "$1" in
${cases(table, "    ", (path, words) => `'${path}') print -rl -- ${words.map(({ word, description }) => `'${word}:${description}'`).join(" ")} ;;`)}
    *) return 1 ;;
  esac
}
_reportkit() {
  local path_="" word longer prev="\${words[CURRENT-1]}" listed
  local -a candidates
  for word in "\${(@)words[2,CURRENT-1]}"; do
    [[ "$word" == -* ]] && continue
    longer="\${path_:+$path_ }$word"
    if _reportkit_words "$longer" > /dev/null; then path_="$longer"; fi
  done
  if [[ "$prev" == --* ]] && { listed="$(_reportkit_words "\${path_:+$path_ }$prev")" || listed="$(_reportkit_words "$prev")"; }; then
    :
  else
    listed="$(_reportkit_words "$path_")"
  fi
  candidates=("\${(@f)listed}")
  if (( \${candidates[(I)@file:*]} )); then
    candidates=("\${(@)candidates:#@file:*}")
    _files
  fi
  (( \${#candidates} )) && _describe -t commands reportkit candidates
}
if (( $+functions[compdef] )); then compdef _reportkit reportkit; fi
`;
}

export function fishScript(table: CompletionTable): string {
  return `# reportkit completion for fish: reportkit completion fish | source
function __reportkit_words
    switch "$argv[1]"
${cases(table, "        ", (path, words) => `case '${path}'\n            printf '%s\\t%s\\n' ${words.map(({ word, description }) => `'${word}' '${description}'`).join(" ")}`)}
        case '*'
            return 1
    end
end
function __reportkit_complete
    set -l path ''
    set -l typed (commandline -opc)
    set -e typed[1]
    for word in $typed
        string match -q -- '-*' $word; and continue
        set -l longer (string trim -- "$path $word")
        if __reportkit_words "$longer" > /dev/null
            set path $longer
        end
    end
    set -l words
    set -l prev $typed[-1]
    if string match -q -- '--*' "$prev"
        set words (__reportkit_words (string trim -- "$path $prev")); or set words (__reportkit_words "$prev")
    end
    if test (count $words) -eq 0
        set words (__reportkit_words "$path")
    end
    for line in $words
        if string match -q -- '@file*' $line
            __fish_complete_path (commandline -ct)
        else
            printf '%s\n' $line
        end
    end
end
complete -c reportkit -f -a '(__reportkit_complete)'
`;
}

export function completionScript(shell: Shell, table: CompletionTable): string {
  return shell === "bash" ? bashScript(table) : shell === "zsh" ? zshScript(table) : fishScript(table);
}
