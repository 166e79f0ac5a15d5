/** The reader, as far as editing a project goes. */
export interface ProjectViewer {
  employeeId: string;
  /** The Admin role or a role in the Management category. */
  management: boolean;
}

/**
 * Whether the reader may edit the project, and so delete it (issue 35): its team, whoever created
 * it, and Management (docs/authorization.md). It only hides what the server would refuse; the
 * server decides, and its refusal is shown as it says it.
 */
export function mayEditProject(viewer: ProjectViewer, project: { readonly createdBy?: { readonly id: string } | null; readonly employees: readonly { readonly id: string }[] }): boolean {
  return viewer.management || project.createdBy?.id === viewer.employeeId || project.employees.some((employee) => employee.id === viewer.employeeId);
}
