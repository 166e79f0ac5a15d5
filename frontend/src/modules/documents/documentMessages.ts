import { defineMessage, defineMessages } from 'react-intl';

/** The documents area's words that several of its screens show, one key each: import these rather than defining them again. */
export const documentMessages = defineMessages({
  accessChanged: { id: 'document.access.changed', defaultMessage: 'Access changed.' },
  accessFromCategory: defineMessage<{ name: string }>({ id: 'document.access.fromCategory', defaultMessage: 'Roles from “{name}”' }),
  author: { id: 'document.field.author', defaultMessage: 'Author' },
  body: { id: 'document.field.body', defaultMessage: 'Body' },
  categoriesCreated: { id: 'document.categories.created', defaultMessage: 'Category created.' },
  categoriesNone: { id: 'document.categories.none', defaultMessage: 'No categories yet.' },
  categoriesTitle: { id: 'document.categories.title', defaultMessage: 'Document categories' },
  category: { id: 'document.field.category', defaultMessage: 'Category' },
  categoryDescription: { id: 'document.category.description', defaultMessage: 'Description' },
  categoryEditButton: defineMessage<{ name: string }>({ id: 'document.category.editButton', defaultMessage: 'Edit {name}' }),
  categoryName: { id: 'document.category.name', defaultMessage: 'Name' },
  categoryNone: { id: 'document.category.none', defaultMessage: 'Uncategorised' },
  categorySaved: { id: 'document.category.saved', defaultMessage: 'Category saved.' },
  documentsTitle: { id: 'page.documents.title', defaultMessage: 'Documents' },
  formNoTags: { id: 'document.form.noTags', defaultMessage: 'No tags' },
  permissionCategoriesTitle: { id: 'document.permissionCategories.title', defaultMessage: 'Permission categories' },
  permissionCategory: { id: 'document.field.permissionCategory', defaultMessage: 'Permission category' },
  permissionCategoryNone: { id: 'document.permissionCategory.none', defaultMessage: 'None (only its own role assignments)' },
  status: { id: 'document.field.status', defaultMessage: 'Status' },
  tags: { id: 'document.field.tags', defaultMessage: 'Tags' },
  title: { id: 'document.field.title', defaultMessage: 'Title' },
  versionsRevision: defineMessage<{ revision: number }>({ id: 'document.versions.revision', defaultMessage: 'Version {revision, number}' }),
});
