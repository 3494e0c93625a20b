import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as Editor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';

/** Mantine's TipTap editor; the server sanitizes the HTML again before storing it. */
export function RichTextEditor({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) {
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !editor.isFocused) editor.commands.setContent(value || '');
  }, [editor, value]);
  return (
    <Input.Wrapper label={label} id={id} labelProps={{ id: `${id}-label` }}>
      <Editor editor={editor} mih={180}>
        <Editor.Toolbar>
          <Editor.ControlsGroup>
            <Editor.Bold />
            <Editor.Italic />
            <Editor.Underline />
            <Editor.Strikethrough />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.H2 />
            <Editor.H3 />
            <Editor.BulletList />
            <Editor.OrderedList />
            <Editor.Blockquote />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Link />
            <Editor.Unlink />
          </Editor.ControlsGroup>
        </Editor.Toolbar>
        <Editor.Content />
      </Editor>
    </Input.Wrapper>
  );
}
