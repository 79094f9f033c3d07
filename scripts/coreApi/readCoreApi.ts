/**
 * What @murmur/core offers the apps, read with the TypeScript compiler: every name its entry
 * exports with its type signature, and the store's state shape expanded field by field. Uses
 * TypeScript 6's compiler API (`typescript-for-lint`): TypeScript 7's `tsc` has none yet.
 * The program holds core alone, so a slice a remote injects by augmenting `LazyLoadedSlices`
 * is not part of core's shape.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript-for-lint';
import type { CoreApiRecord } from './apiRecord';

const FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

function compilerOptions(repoRoot: string): ts.CompilerOptions {
  const configPath = join(repoRoot, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  // Core's own code needs no test types; leaving them out keeps the program small.
  return { ...options, types: ['node'], typeRoots: [join(repoRoot, 'node_modules/@types')] };
}

/** Signatures say `any` where the source does; absolute paths would differ per checkout. */
function withoutPaths(text: string, repoRoot: string): string {
  return text.split(`${repoRoot}/`).join('');
}

class CoreReader {
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly repoRoot: string,
  ) {}

  text(type: ts.Type, flags = FORMAT): string {
    return withoutPaths(this.checker.typeToString(type, undefined, flags), this.repoRoot);
  }

  typeParameters(symbol: ts.Symbol): string {
    const params = this.checker.getDeclaredTypeOfSymbol(symbol);
    const list = (params as ts.InterfaceType).typeParameters;
    return list?.length ? `<${list.map((param) => this.text(param)).join(', ')}>` : '';
  }

  members(type: ts.Type): string {
    const parts = this.checker.getPropertiesOfType(type).map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${property.name}${optional}: ${this.text(this.checker.getTypeOfSymbol(property))}`;
    });
    for (const signature of type.getCallSignatures()) {
      parts.push(withoutPaths(this.checker.signatureToString(signature), this.repoRoot));
    }
    for (const info of this.checker.getIndexInfosOfType(type)) {
      parts.push(`[key: ${this.text(info.keyType)}]: ${this.text(info.type)}`);
    }
    return parts.length ? `{ ${parts.join('; ')} }` : '{}';
  }

  classSignature(symbol: ts.Symbol): string {
    const instance = this.checker.getDeclaredTypeOfSymbol(symbol) as ts.InterfaceType;
    const bases = this.checker.getBaseTypes(instance).map((base) => this.text(base));
    const construct = this.checker
      .getTypeOfSymbol(symbol)
      .getConstructSignatures()
      .map((signature) => {
        const params = signature.parameters.map(
          (param) => `${param.name}: ${this.text(this.checker.getTypeOfSymbol(param))}`,
        );
        return `constructor(${params.join(', ')})`;
      });
    const own = this.checker
      .getPropertiesOfType(instance)
      .filter((property) => property.valueDeclaration?.parent === symbol.valueDeclaration)
      .map((property) => `${property.name}: ${this.text(this.checker.getTypeOfSymbol(property))}`);
    const heritage = bases.length ? ` extends ${bases.join(', ')}` : '';
    return `class${this.typeParameters(symbol)}${heritage} { ${[...construct, ...own].join('; ')} }`;
  }

  /** One export: what it is and its type, on one line. */
  signature(exported: ts.Symbol): string {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported;
    const { flags } = symbol;
    if (flags & ts.SymbolFlags.Class) return this.classSignature(symbol);
    const parts: string[] = [];
    if (flags & ts.SymbolFlags.Interface) {
      const type = this.checker.getDeclaredTypeOfSymbol(symbol);
      parts.push(`interface${this.typeParameters(symbol)} ${this.members(type)}`);
    }
    if (flags & ts.SymbolFlags.TypeAlias) {
      const type = this.checker.getDeclaredTypeOfSymbol(symbol);
      const params = symbol.declarations
        ?.flatMap((declaration) =>
          ts.isTypeAliasDeclaration(declaration) ? (declaration.typeParameters ?? []) : [],
        )
        .map((param) => param.getText());
      const generic = params?.length ? `<${params.join(', ')}>` : '';
      parts.push(`type${generic} = ${this.text(type, FORMAT | ts.TypeFormatFlags.InTypeAlias)}`);
    }
    if (flags & ts.SymbolFlags.Function) {
      parts.push(`function ${this.text(this.checker.getTypeOfSymbol(symbol))}`);
    } else if (flags & ts.SymbolFlags.Variable) {
      parts.push(`const ${this.text(this.checker.getTypeOfSymbol(symbol))}`);
    }
    return parts.join(' & ');
  }

  /**
   * `path: type` for every field of the state, depth first. The slices are expanded whole;
   * below them, a type core exports (`Post`, `User`) is named, its members being recorded with
   * the exports. A slice whose shape is a library's (RTK Query's cache, `api`) is named, not
   * expanded: it changes with that library's version, which the gate checks on its own.
   */
  stateShape(type: ts.Type, exported: ReadonlySet<ts.Symbol>, path = ''): [string, string][] {
    const fields: [string, string][] = [];
    const named = (child: ts.Type) => {
      const symbol = child.aliasSymbol ?? child.getSymbol();
      if (path === '') return symbol !== undefined && this.isLibraryType(symbol);
      return symbol !== undefined && exported.has(symbol);
    };
    const expand = (child: ts.Type, childPath: string) => {
      fields.push([childPath, this.text(child)]);
      const object = this.expandable(child.getNonNullableType());
      if (object && !named(child) && !named(object)) {
        fields.push(...this.stateShape(object, exported, childPath));
      }
    };
    if (this.checker.isArrayType(type)) {
      // `Post[]` is said on the array's own line; only an element with fields of its own is listed.
      const [element] = this.checker.getTypeArguments(type as ts.TypeReference);
      const object = element && this.expandable(element.getNonNullableType());
      if (object && !named(object)) expand(element!, `${path}[]`);
      return fields;
    }
    for (const property of this.checker.getPropertiesOfType(type)) {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const name = path ? `${path}.${property.name}${optional}` : `${property.name}${optional}`;
      expand(this.checker.getTypeOfSymbol(property), name);
    }
    for (const info of this.checker.getIndexInfosOfType(type)) {
      expand(info.type, `${path}[${this.text(info.keyType)}]`);
    }
    return fields;
  }

  /** Declared in an installed package, not in Murmur's own code. */
  private isLibraryType(symbol: ts.Symbol): boolean {
    return (symbol.getDeclarations() ?? []).some((declaration) =>
      declaration.getSourceFile().fileName.includes('/node_modules/'),
    );
  }

  /** A plain object or array worth listing field by field; not a function, union or primitive. */
  private expandable(type: ts.Type): ts.Type | undefined {
    if (this.checker.isArrayType(type)) return type;
    if (
      type.isUnion() ||
      !(type.flags & ts.TypeFlags.Object) ||
      type.getCallSignatures().length > 0
    )
      return undefined;
    const hasFields =
      this.checker.getPropertiesOfType(type).length > 0 ||
      this.checker.getIndexInfosOfType(type).length > 0;
    return hasFields ? type : undefined;
  }
}

/** The record of core as it is now: its version, its exports and its state shape. */
export function readCoreApi(repoRoot: string): CoreApiRecord {
  const coreDir = join(repoRoot, 'shared/core');
  const { version } = JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const entry = join(coreDir, 'src/index.ts');
  // No type check here (npm run typecheck does that); only the types are read.
  const program = ts.createProgram([entry], compilerOptions(repoRoot));
  const checker = program.getTypeChecker();
  const reader = new CoreReader(checker, repoRoot);
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const resolve = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const exported = checker
    .getExportsOfModule(moduleSymbol)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const typeOf = (name: string) => {
    const symbol = exported.find((candidate) => candidate.name === name);
    if (!symbol) throw new Error(`@murmur/core no longer exports ${name}.`);
    return checker.getDeclaredTypeOfSymbol(resolve(symbol));
  };

  // The compiler writes the state and dispatch types out in full wherever they appear (every
  // thunk); naming them keeps a change to the state on the lines that are about the state.
  const abbreviations: [full: string, name: string][] = [];
  const abbreviate = (text: string) =>
    abbreviations.reduce((shorter, [full, name]) => shorter.split(full).join(name), text);
  for (const name of ['RootState', 'AppDispatch']) {
    abbreviations.push([abbreviate(reader.text(typeOf(name))), name]);
  }
  const signatureOf = (symbol: ts.Symbol) => {
    const signature = reader.signature(symbol);
    const own = abbreviations.find(([, name]) => name === symbol.name);
    // A name's own definition is written out, in terms of the names before it.
    return own
      ? abbreviations
          .slice(0, abbreviations.indexOf(own))
          .reduce((shorter, [full, name]) => shorter.split(full).join(name), signature)
      : abbreviate(signature);
  };

  return {
    version,
    exports: Object.fromEntries(exported.map((symbol) => [symbol.name, signatureOf(symbol)])),
    state: Object.fromEntries(
      reader.stateShape(typeOf('RootState'), new Set(exported.map(resolve))),
    ),
  };
}
