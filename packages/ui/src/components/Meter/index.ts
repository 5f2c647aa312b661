export { Meter, type MeterProps, type MeterSize, type MeterTone, meterSizes, meterTones } from './Meter.tsx';
