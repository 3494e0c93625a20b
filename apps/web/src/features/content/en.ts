/** English texts of the content screens (mounted under the `content` key in app/i18n.ts). */
export const contentEn = {
  nav: {
    articles: 'Articles',
    articleCategories: 'Article categories',
    subscriptions: 'Subscriptions',
  },
  title: 'Title',
  slug: 'Slug',
  slugHint: 'The address of the article: /articles/{{slug}}',
  slugHintEmpty: 'Left empty, it is made from the title.',
  description: 'Description',
  categories: 'Categories',
  categoriesPlaceholder: 'Choose categories',
  noCategories: 'No categories yet',
  searchPlaceholder: 'Search by title or slug',
  articles: {
    all: 'All articles',
    add: 'Add new article',
    addTitle: 'Add article',
    editTitle: 'Edit article',
  },
  categoriesList: {
    all: 'Article categories',
    add: 'Add new category',
    addTitle: 'Add category',
    editTitle: 'Edit category',
    viewTitle: 'View category',
  },
  subscriptions: {
    title: 'Subscriptions',
    email: 'Email',
    searchPlaceholder: 'Search by email',
  },
  page: {
    backHome: 'Back to the home page',
  },
  close: 'Close',
} as const;
