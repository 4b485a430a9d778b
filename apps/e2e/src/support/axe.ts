import { appendFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core's tags). */
export const ETIQUETAS_WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts that fail a scan; moderate and minor ones are only reported (E2E_AXE_INFORME). */
const GRAVES = new Set(['critical', 'serious']);

/**
 * axe-core on the page with the WCAG rules. Run in the page itself (legacy mode: the product has
 * no cross-origin frames), not split into a partial run plus a finishing run in a blank page of
 * its own that receives every passed node as JSON; and only the violations carry all their nodes.
 * The same rules on the same nodes, in less than half the time.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(ETIQUETAS_WCAG).setLegacyMode();

export interface Hallazgo {
  /** The page or dialog scanned, as the test names it. */
  pantalla: string;
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** The CSS selectors of the offending nodes (the first few). */
  targets: string[];
}

/**
 * The violations of the page as it is now (every impact). With E2E_AXE_INFORME set to a file,
 * each one is appended to it as a JSON line, to count them by impact.
 */
export async function escanear(page: Page, pantalla: string): Promise<Hallazgo[]> {
  const { violations } = await axe(page).analyze();
  const hallazgos = violations.map((v) => ({
    pantalla,
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    helpUrl: v.helpUrl,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  const informe = process.env.E2E_AXE_INFORME;
  if (informe) appendFileSync(informe, `${JSON.stringify({ pantalla, hallazgos, nodos: violations.map((v) => v.nodes.length) })}\n`);
  return hallazgos;
}

/** Collects the scans of a test and fails it, listing them, when any is critical or serious. */
export class RevisionAxe {
  private readonly hallazgos: Hallazgo[] = [];
  readonly pantallas: string[] = [];

  constructor(private readonly page: Page) {}

  async escanear(pantalla: string): Promise<void> {
    this.pantallas.push(pantalla);
    this.hallazgos.push(...(await escanear(this.page, pantalla)));
  }

  /**
   * WCAG 2.4.1 (bypass blocks), which axe only checks as best practice: the page's first focusable
   * element is "Saltar al contenido", inside a landmark, and its target is the page's `<main>`.
   */
  async comprobarSalto(pantalla: string): Promise<void> {
    const problema = await this.page.evaluate(() => {
      const focusables = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'));
      const enlace = focusables.find((e) => e.textContent?.trim() === 'Saltar al contenido');
      if (!enlace) return 'no "Saltar al contenido" link';
      if (focusables[0] !== enlace) return `"Saltar al contenido" is not the first focusable element (${focusables[0].outerHTML.slice(0, 80)} is)`;
      if (!enlace.closest('header, nav, main, footer, aside, [role="banner"], [role="navigation"], [role="main"], [role="contentinfo"], [role="region"]')) return '"Saltar al contenido" sits outside any landmark';
      const destino = document.getElementById((enlace.getAttribute('href') ?? '').replace(/^#/, ''));
      if (!destino) return `"Saltar al contenido" targets ${enlace.getAttribute('href')}, which this page lacks`;
      if (destino.tagName !== 'MAIN' && destino.getAttribute('role') !== 'main') return `"Saltar al contenido" targets a <${destino.tagName.toLowerCase()}>, not the page's main`;
      return null;
    });
    if (problema) this.hallazgos.push({ pantalla, id: 'salto-al-contenido', impact: 'serious', help: problema, helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/bypass-blocks', targets: [] });
  }

  /** The critical and serious violations, one line each with the nodes under it ('' when none). */
  graves(): string {
    return this.hallazgos
      .filter((h) => GRAVES.has(h.impact))
      .map((h) => [`[${h.pantalla}] ${h.impact} ${h.id}: ${h.help} (${h.helpUrl})`, ...h.targets.map((t) => `    ${t}`)].join('\n'))
      .join('\n');
  }
}
