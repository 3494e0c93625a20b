import { fileStore } from '../../lib/file-store';
import type { PassengerFiles } from './passenger-form';

/**
 * The passport and photo files chosen on Passenger Details, kept beside the typed draft
 * (passenger-draft.ts) so Back and a reload keep them until the booking is made (issue 29). The
 * draft's text lives in the tab's session storage; the files in IndexedDB (lib/file-store.ts),
 * which every tab shares and which outlives the tab: the keys name this tab (an id kept in its
 * session storage) and the draft, so a file shows in the tab and search it was chosen in only,
 * and one a closed tab left is removed after a day.
 */

const TAB_KEY = 'traveldesk.filesTab';
const SEPARATOR = '\u0001';

function tabId(): string {
  try {
    let id = sessionStorage.getItem(TAB_KEY);
    if (!id) {
      id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
      sessionStorage.setItem(TAB_KEY, id);
    }
    return id;
  } catch {
    return 'tab';
  }
}

const prefixOf = (draftKey: string) => `${tabId()}${SEPARATOR}${draftKey}${SEPARATOR}`;
const keyOf = (draftKey: string, slotId: string, field: string) => `${prefixOf(draftKey)}${slotId}${SEPARATOR}${field}`;

/** The files kept for this draft, by passenger and field; none when the store cannot be read. */
export async function loadPassengerFiles(draftKey: string): Promise<PassengerFiles> {
  const files: PassengerFiles = {};
  try {
    const prefix = prefixOf(draftKey);
    for (const [key, file] of await fileStore().list(prefix)) {
      const [slotId, field] = key.slice(prefix.length).split(SEPARATOR);
      if (!slotId || !field) continue;
      files[slotId] = { ...files[slotId], [field]: file };
    }
  } catch {
    // A store that cannot be read only loses the files' reload safety.
  }
  return files;
}

/** Keeps (or forgets, with null) the file of one passenger's field. */
export async function keepPassengerFile(draftKey: string, slotId: string, field: string, file: File | null) {
  try {
    const store = fileStore();
    const key = keyOf(draftKey, slotId, field);
    await (file ? store.put(key, file) : store.remove(key));
  } catch {
    // As above: the booking never depends on the store.
  }
}

/** Forgets every file of this draft: the booking was made. */
export async function clearPassengerFiles(draftKey: string) {
  try {
    await fileStore().clear(prefixOf(draftKey));
  } catch {
    // A file left behind is removed with the day-old ones.
  }
}
