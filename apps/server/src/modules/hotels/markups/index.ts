/** The hotel markup rules' face within hotels: what the hotel search reads of them (domain-rules §4.4). */
export { listHotelMarkupRules } from './service';
