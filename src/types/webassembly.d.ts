// The WebAssembly JS API as this project uses it (contracts: validation, compilation, instances).
// TypeScript declares it only in its DOM library, which a Node program does not load; this is the
// part of that declaration the node needs, matching Node's (V8's) implementation.
declare namespace WebAssembly {
  type BufferSource = ArrayBufferView | ArrayBuffer;
  type ValueType = 'i32' | 'i64' | 'f32' | 'f64' | 'externref' | 'anyfunc';
  type ImportValue = ExportValue | number | bigint;
  type ExportValue = ((...args: never[]) => unknown) | Global | Memory | Table;
  type ModuleImports = Record<string, ImportValue>;
  type Imports = Record<string, ModuleImports>;
  type Exports = Record<string, ExportValue>;
  interface ModuleExportDescriptor {
    readonly name: string;
    readonly kind: 'function' | 'table' | 'memory' | 'global';
  }
  interface ModuleImportDescriptor extends ModuleExportDescriptor {
    readonly module: string;
  }
  class Module {
    constructor(bytes: BufferSource);
    static exports(module: Module): ModuleExportDescriptor[];
    static imports(module: Module): ModuleImportDescriptor[];
    static customSections(module: Module, sectionName: string): ArrayBuffer[];
  }
  class Instance {
    constructor(module: Module, importObject?: Imports);
    readonly exports: Exports;
  }
  interface MemoryDescriptor {
    initial: number;
    maximum?: number;
    shared?: boolean;
  }
  class Memory {
    constructor(descriptor: MemoryDescriptor);
    readonly buffer: ArrayBuffer;
    grow(delta: number): number;
  }
  interface GlobalDescriptor {
    value: ValueType;
    mutable?: boolean;
  }
  class Global {
    constructor(descriptor: GlobalDescriptor, value?: unknown);
    value: unknown;
    valueOf(): unknown;
  }
  interface TableDescriptor {
    element: 'anyfunc' | 'externref';
    initial: number;
    maximum?: number;
  }
  class Table {
    constructor(descriptor: TableDescriptor, value?: unknown);
    readonly length: number;
    get(index: number): unknown;
    grow(delta: number, value?: unknown): number;
    set(index: number, value?: unknown): void;
  }
  class CompileError extends Error {}
  class LinkError extends Error {}
  class RuntimeError extends Error {}
  interface WebAssemblyInstantiatedSource {
    module: Module;
    instance: Instance;
  }
  function validate(bytes: BufferSource): boolean;
  function compile(bytes: BufferSource): Promise<Module>;
  function instantiate(bytes: BufferSource, importObject?: Imports): Promise<WebAssemblyInstantiatedSource>;
  function instantiate(module: Module, importObject?: Imports): Promise<Instance>;
}
