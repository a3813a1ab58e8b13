import type { CatalogOperation } from "@reportkit/catalog";
import { Command } from "commander";
import { API_COMMANDS, type ApiCommandName } from "../apis.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { commandNames } from "./names.js";
import { operationCommand } from "./operation.js";

/**
 * The command of one API with a subcommand per tag (`files`) and one per operation under it (`copy`).
 * `only`: the resource the command line names; the others get their name and description only (a
 * command builds the options of its own resource's operations, not of all ~360).
 */
export function apiGroupCommand(
  api: ApiCommandName,
  operations: readonly CatalogOperation[],
  globals: () => GlobalOptions,
  ctx: Context,
  only?: string,
): Command {
  const group = new Command(api).description(API_COMMANDS[api]);
  const ofApi = operations.filter((op) => op.api === api);
  const names = commandNames(ofApi);
  const known = new Set([...names.values()].map((n) => n.resource));
  const built = only !== undefined && known.has(only) ? only : undefined;
  const resources = new Map<string, Command>();
  for (const operation of ofApi) {
    const name = names.get(operation)!;
    let resource = resources.get(name.resource);
    if (!resource) {
      resource = new Command(name.resource).description(`${operation.tag} (${api} API)`);
      resources.set(name.resource, resource);
      group.addCommand(resource);
    }
    if (built === undefined || built === name.resource)
      resource.addCommand(operationCommand(operation, name, globals, ctx));
  }
  return group;
}

/** A placeholder for `reportkit --help`: the API's name and description, its commands built on use. */
export const apiStubCommand = (api: ApiCommandName) => new Command(api).description(API_COMMANDS[api]);
