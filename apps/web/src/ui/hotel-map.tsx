import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

// A plain circle marker: the default image icon would be fetched from a CDN.
const pin = L.divIcon({
  className: '',
  html: '<div style="width:18px;height:18px;border-radius:50%;background:#0061c6;border:3px solid white;box-shadow:0 1px 4px rgba(0,0,0,.5)"></div>',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});

/** Leaflet map of one place; the tile server comes from the global settings (mapTileUrl). */
export function HotelMap({ latitude, longitude, tileUrl, label }: { latitude: number; longitude: number; tileUrl: string; label: string }) {
  return (
    <MapContainer center={[latitude, longitude]} zoom={15} style={{ height: 360, borderRadius: 8 }} scrollWheelZoom={false} aria-label={label}>
      <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" />
      <Marker position={[latitude, longitude]} icon={pin} title={label} />
    </MapContainer>
  );
}
