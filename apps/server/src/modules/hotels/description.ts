import sanitizeHtml from 'sanitize-html';

/**
 * The hotel description is rich text from the editor; it is shown as HTML on the view page, so
 * it is cleaned before it is stored: common formatting stays, scripts, event handlers, style
 * attributes and javascript:/data: URLs go (architecture.md: rich text).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote', 'img'],
  allowedAttributes: {
    a: ['href', { name: 'target', multiple: false, values: ['_blank', '_self'] }, 'rel'],
    img: ['src', 'alt'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // A link opening a new tab must not hand the opener to the linked page.
  transformTags: {
    a: (tagName, attribs) => (attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
};

export const sanitizeDescription = (html: string | undefined) => (html ? sanitizeHtml(html, OPTIONS).trim() : '');
