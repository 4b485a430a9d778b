/**
 * The page's whole view layer: `h('p', { class: 'x' }, 'texto')` builds an element. Attributes
 * are strings, numbers or booleans (false or null leaves them out); `on<evento>` adds a
 * listener; `value` and `checked` are set as properties (what the guest typed stays).
 */
export type Hijo = Node | string | number | null | undefined | false | Hijo[];
type Valor = string | number | boolean | null | undefined;
export type Props = Record<string, Valor | ((evento: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props | null, ...hijos: Hijo[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [nombre, valor] of Object.entries(props ?? {})) {
    if (typeof valor === 'function') el.addEventListener(nombre.slice(2).toLowerCase(), valor);
    else if (nombre === 'value' || nombre === 'checked') (el as unknown as Record<string, Valor>)[nombre] = valor;
    else if (valor === true) el.setAttribute(nombre, '');
    else if (valor !== false && valor !== null && valor !== undefined) el.setAttribute(nombre, String(valor));
  }
  agregar(el, hijos);
  return el;
}

function agregar(el: Node, hijos: Hijo[]): void {
  for (const hijo of hijos) {
    if (Array.isArray(hijo)) agregar(el, hijo);
    else if (hijo instanceof Node) el.appendChild(hijo);
    else if (hijo !== null && hijo !== undefined && hijo !== false) el.appendChild(document.createTextNode(String(hijo)));
  }
}

/** Replaces what `el` holds. */
export function reemplazar(el: Element, ...hijos: Hijo[]): void {
  el.textContent = '';
  agregar(el, hijos);
}
