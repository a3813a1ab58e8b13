// Type-checks the reportkit call generated for every operation of every reference against the packages
// (strict, the repository's compiler settings): a path, parameter or body the clients do not accept fails
// the docs build with the operation named, instead of shipping a sample that does not compile.
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";

/** Resolves once every sample compiled (tsc runs in a child process, beside the rest of the build). */
export async function checkCodeSamples(samples, folder, docsRoot) {
  mkdirSync(folder, { recursive: true });
  const files = new Map();
  samples.forEach((sample, index) => {
    const name = `${sample.api}-${String(index).padStart(3, "0")}.ts`;
    files.set(name, sample);
    // `export {}` keeps each file a module even if a sample imports nothing.
    writeFileSync(join(folder, name), `${sample.source}\n\nexport {};\n`);
  });
  writeFileSync(
    join(folder, "tsconfig.json"),
    JSON.stringify({
      extends: relative(folder, join(docsRoot, "..", "tsconfig.base.json")),
      compilerOptions: { noEmit: true, types: ["node"], declaration: false, declarationMap: false },
      include: ["*.ts"],
    }),
  );
  const tsc = createRequire(join(docsRoot, "package.json")).resolve("typescript/bin/tsc");
  const output = await new Promise((resolve) => {
    execFile(process.execPath, [tsc, "-p", folder, "--pretty", "false"], (error, stdout, stderr) =>
      resolve(error ? `${stdout}${stderr}` : ""),
    );
  });
  if (output) {
    const ours = [];
    const elsewhere = [];
    for (const line of output.split("\n").filter(Boolean)) {
      const file = line.match(/^([\w-]+\.ts)\(/)?.[1];
      const sample = file && files.get(file);
      if (sample) ours.push(`${sample.api} ${sample.method.toUpperCase()} ${sample.path}: ${line}`);
      else elsewhere.push(line);
    }
    // An error inside a package's own sources is that package's test to catch, not the docs'.
    if (elsewhere.length)
      console.warn(`  (type errors outside the samples, ignored here)\n${elsewhere.join("\n")}`);
    if (ours.length) throw new Error(`The generated reportkit calls do not compile:\n${ours.join("\n")}`);
  }
}
