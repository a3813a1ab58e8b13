import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from "@modelcontextprotocol/server";
import { type JsonSchema, validate } from "@reportkit/catalog/summary";

/**
 * The MCP SDK's JSON Schema validator interface, served by the catalogue's validator: the one JSON
 * Schema validator of this server (the schemas it ever checks are the catalogue's and its own).
 */
export class CatalogJsonSchemaValidator implements jsonSchemaValidator {
  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    return (input) => {
      const errors = validate(schema as JsonSchema, input);
      return errors.length === 0
        ? { valid: true, data: input as T, errorMessage: undefined }
        : {
            valid: false,
            data: undefined,
            errorMessage: errors.map((e) => `${e.path} ${e.message}`).join("; "),
          };
    };
  }
}
