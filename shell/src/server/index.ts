/**
 * The shell's server entry (`server/first-screen.js` of its build, shared/build/serverBuild/):
 * what the tools that serve the shell's page call to draw each route's first screen as HTML
 * (shared/build/firstScreen/drawFirstScreens.ts). Its request and answer are the contract
 * between a version of the shell and those tools (@murmur/contract, first-screen/draw.ts).
 */
import type { DrawRequest, DrawnRoutes } from '@murmur/contract';

/**
 * The async boundary, as in the browser: the federation runtime settles the shared singletons
 * (React, the store…) before any module that uses them is evaluated.
 */
export async function drawFirstScreens(request: DrawRequest): Promise<DrawnRoutes> {
  const { drawRoutes } = await import('./drawRoutes');
  return drawRoutes(request);
}
