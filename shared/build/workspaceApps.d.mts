/** The apps found in the workspaces (workspaceApps.mjs). */
export interface WorkspaceApp {
  /** Module Federation name, also the name shown in logs. */
  name: string;
  /** Workspace folder under the repository root. */
  dir: string;
  /** Port of the dev server (`npm start`). */
  devPort: number;
  /** Port of the production preview (`npm run serve`). */
  servePort: number;
}

export function readWorkspaceApps(repoRoot: string): {
  host: WorkspaceApp;
  remotes: WorkspaceApp[];
};
