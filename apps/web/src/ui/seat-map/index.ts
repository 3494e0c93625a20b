export { aisleGroups, bandOf, isPressable, mapRows, nextSeat, priceBands, type SeatAvailability, type SeatLook, type SeatMapSeat, seatLook } from './layout';
export { SeatMap, type SeatMapProps } from './seat-map';
