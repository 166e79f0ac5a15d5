/** 'Document Not Accessible' and 'Document not found': a document page shows the server's own (translated) words for them. */
export const documentCodes: Readonly<Record<string, number>> = { '102.D001.001': 403, '204.D001.001': 404 };
