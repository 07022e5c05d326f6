// AssemblyScript SDK entry point: `import { Context } from "../../assemblyscript";` (see README.md).
export { Context, ABI_VERSION, parseI64, accountString, revert } from "./context";
