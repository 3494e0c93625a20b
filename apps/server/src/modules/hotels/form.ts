/**
 * A hotel form: text parts, every value of repeated parts (`images[]`, `images[0]` and plain
 * repeated `images` all land in `lists.images`) and buffered files: lib/multipart's list form.
 */
export { type ListForm as HotelForm, readListForm as readHotelForm } from '../../lib/multipart';
