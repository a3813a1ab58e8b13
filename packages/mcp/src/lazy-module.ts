/** A module imported once, by a dynamic import, when first needed (not at start). */
export interface LazyModule<M> {
  /** Starts the import, or joins the one under way; resolves with the module. */
  load(): Promise<M>;
  /** The module once an import finished; `undefined` before. */
  readonly current: M | undefined;
  /** The module, for code that runs after `load()` finished: throws `tooEarly` before. */
  use(): M;
  /** Takes the module from a caller that imported it already. */
  provide(module: M): void;
}

export function lazyModule<M>(importer: () => Promise<M>, tooEarly: string): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load() {
      loading ??= importer().then((loaded) => {
        module = loaded;
        return loaded;
      });
      return loading;
    },
    get current() {
      return module;
    },
    use() {
      if (!module) throw new Error(tooEarly);
      return module;
    },
    provide(loaded) {
      module ??= loaded;
      loading ??= Promise.resolve(loaded);
    },
  };
}
