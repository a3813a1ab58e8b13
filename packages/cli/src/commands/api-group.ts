import type { CatalogOperation } from "@reportkit/catalog";
import { Command } from "commander";
import { API_COMMANDS, type ApiCommandName } from "../apis.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { commandNames } from "./names.js";
import { operationCommand } from "./operation.js";

/** The command of one API with a subcommand per tag (`files`) and one per operation under it (`copy`). */
export function apiGroupCommand(
  api: ApiCommandName,
  operations: readonly CatalogOperation[],
  globals: () => GlobalOptions,
  ctx: Context,
): Command {
  const group = new Command(api).description(API_COMMANDS[api]);
  const ofApi = operations.filter((op) => op.api === api);
  const names = commandNames(ofApi);
  const resources = new Map<string, Command>();
  for (const operation of ofApi) {
    const name = names.get(operation)!;
    let resource = resources.get(name.resource);
    if (!resource) {
      resource = new Command(name.resource).description(`${operation.tag} (${api} API)`);
      resources.set(name.resource, resource);
      group.addCommand(resource);
    }
    resource.addCommand(operationCommand(operation, name, globals, ctx));
  }
  return group;
}

/** A placeholder for `reportkit --help`: the API's name and description, its commands built on use. */
export const apiStubCommand = (api: ApiCommandName) => new Command(api).description(API_COMMANDS[api]);
