import { type ReactNode, useId } from 'react';
import { useShadowStyles } from '../runtime/styles.ts';
import sliderCss from './slider.css?inline';

/** A range input with its label and current value shown, announced with a readable value text. */
export function Slider(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** e.g. (7) => '7 mánuðir' */
  valueText?: (value: number) => string;
  disabled?: boolean;
}): ReactNode {
  useShadowStyles(sliderCss);
  const id = useId();
  const text = props.valueText ? props.valueText(props.value) : String(props.value);
  return (
    <div className="byko-slider">
      <div className="byko-slider-head">
        <label htmlFor={id}>{props.label}</label>
        <output htmlFor={id}>{text}</output>
      </div>
      <input
        id={id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        value={props.value}
        disabled={props.disabled}
        aria-valuetext={text}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </div>
  );
}
