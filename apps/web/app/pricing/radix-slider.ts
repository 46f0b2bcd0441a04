// The entry of the slider's own chunk: SliderIsland imports it with import(), so the Radix slider
// (through @tablogs/ui's Slider) is fetched only by pages with a slider, when one first renders.
export { Slider } from '@tablogs/ui';
