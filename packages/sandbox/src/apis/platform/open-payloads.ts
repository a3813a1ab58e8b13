import { notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { HandlerMap, OperationHandler } from "../../http/types.js";
import type { FileRecord } from "../../state/types.js";
import { mergePatch, openPayloadsOf, type Payload, payloadOf } from "./open-payload-store.js";

/** The bookmark every document starts with (the id the API reference's samples use). */
export const SEED_BOOKMARK_ID = "bm-0001";

function fileOfKind(
  engine: Engine,
  id: string,
  kind: "Document" | "Presentation",
  target: string,
): FileRecord {
  const file = engine.state.files.find((f) => f.id === id);
  if (!file || file.kind !== kind) throw notFound(`No ${kind.toLowerCase()} has the id '${id}'.`, target);
  return file;
}

/** The custom schema: an open object, `{}` at first; PATCH merges into it (RFC 7386) and answers it. */
const getCustomSchema: OperationHandler = ({ engine }) => ({
  status: 200,
  body: openPayloadsOf(engine.state).customSchema,
});

const updateCustomSchema: OperationHandler = ({ engine, body }) => {
  const store = openPayloadsOf(engine.state);
  mergePatch(store.customSchema, payloadOf(body));
  return { status: 200, body: store.customSchema };
};

/** A document's bookmarks by id; each document starts with one, `bm-0001`, at its start. */
function bookmarksOf(engine: Engine, documentId: string): Map<string, Payload> {
  const document = fileOfKind(engine, documentId, "Document", "documentId");
  const all = openPayloadsOf(engine.state).bookmarks;
  let bookmarks = all.get(document.id);
  if (!bookmarks) {
    const seed = { id: SEED_BOOKMARK_ID, name: "Introduction", location: { section: 0, offset: 0 } };
    bookmarks = new Map([[SEED_BOOKMARK_ID, seed]]);
    all.set(document.id, bookmarks);
  }
  return bookmarks;
}

const bookmarkList = (bookmarks: Map<string, Payload>) => ({ bookmarks: [...bookmarks.values()] });

const getDocumentBookmarks: OperationHandler = ({ engine, params }) => ({
  status: 200,
  body: bookmarkList(bookmarksOf(engine, params.documentId!)),
});

const getDocumentBookmarkById: OperationHandler = ({ engine, params }) => {
  const bookmark = bookmarksOf(engine, params.documentId!).get(params.bookmarkId!);
  if (!bookmark) throw notFound(`No bookmark has the id '${params.bookmarkId}'.`, "bookmarkId");
  return { status: 200, body: bookmark };
};

/**
 * `{ "<bookmarkId>": changes | null, ... }`: each member merges into that bookmark (made when new),
 * `null` deletes it; `{}` changes nothing. Answers the document's bookmarks.
 */
const editDocumentBookmarks: OperationHandler = ({ engine, params, body }) => {
  const bookmarks = bookmarksOf(engine, params.documentId!);
  for (const [id, changes] of Object.entries(payloadOf(body))) {
    if (changes === null) bookmarks.delete(id);
    else bookmarks.set(id, { ...mergePatch(bookmarks.get(id) ?? {}, payloadOf(changes)), id });
  }
  return { status: 200, body: bookmarkList(bookmarks) };
};

/** The permissions of a presentation, or of one of its slides: an open object, `{ permissions: [] }` at first. */
function permissionsOf(engine: Engine, params: Record<string, string>): Payload {
  const presentation = fileOfKind(engine, params.presentationId!, "Presentation", "presentationId");
  const key = params.slideId === undefined ? presentation.id : `${presentation.id}/${params.slideId}`;
  const all = openPayloadsOf(engine.state).permissions;
  let permissions = all.get(key);
  if (!permissions) {
    permissions = { permissions: [] };
    all.set(key, permissions);
  }
  return permissions;
}

const getPermissions: OperationHandler = ({ engine, params }) => ({
  status: 200,
  body: permissionsOf(engine, params),
});

/** The modification merges into the permissions (RFC 7386) and answers them. */
const modifyPermissions: OperationHandler = ({ engine, params, body }) => ({
  status: 200,
  body: mergePatch(permissionsOf(engine, params), payloadOf(body)),
});

/**
 * The operations the service names without documenting their payloads, emulated with open objects:
 * what is sent is kept and answered back, so a program can exercise the calls; the shapes are the
 * caller's, not the service's.
 */
export const openPayloadHandlers: HandlerMap = {
  getCustomSchema,
  updateCustomSchema,
  getDocumentBookmarks,
  getDocumentBookmarkById,
  editDocumentBookmarks,
  getPresentationPermissions: getPermissions,
  modifyPresentationPermissions: modifyPermissions,
  getSlidePermissions: getPermissions,
  modifySlidePermissions: modifyPermissions,
};
