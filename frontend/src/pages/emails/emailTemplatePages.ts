/**
 * The template pages (lists, new, detail, edit) and their loaders: one lazy chunk for the email area's templates.
 * Grouped so the initial bundle names two chunks for the area, not one per page and loader
 * (each named chunk and its dependency list weigh on the 300 KB budget).
 */
export { EmailTemplatesPage } from './EmailTemplatesPage';
export { emailTemplatesPageLoader } from './emailTemplatesPageLoader';
export { NewEmailTemplatePage } from './NewEmailTemplatePage';
export { EmailTemplateDetailPage } from './EmailTemplateDetailPage';
export { emailTemplateDetailPageLoader } from './emailTemplateDetailPageLoader';
export { EditEmailTemplatePage } from './EditEmailTemplatePage';
export { editEmailTemplatePageLoader } from './editEmailTemplatePageLoader';
