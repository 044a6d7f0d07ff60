// The 'project created' notice: the wizard leaves the new project's id in session storage, and the goals screen
// of that project shows the notice once and removes it.
import { useEffect, useState } from 'react';

export const CREATED_NOTICE_KEY = 'prospera_project_created';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberCreatedProject(projectId: string): void {
  try {
    storage()?.setItem(CREATED_NOTICE_KEY, projectId);
  } catch {
    // Without session storage the notice is simply not shown.
  }
}

/** true when this project was just created here; the flag is consumed, so a reload does not show it again. */
export function useCreatedNotice(projectId: string | undefined): boolean {
  const [shown] = useState(() => projectId !== undefined && storage()?.getItem(CREATED_NOTICE_KEY) === projectId);
  useEffect(() => {
    if (shown) storage()?.removeItem(CREATED_NOTICE_KEY);
  }, [shown]);
  return shown;
}
