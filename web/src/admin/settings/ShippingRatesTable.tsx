import { SHIPPING_ZONES, ZONE_LABELS, type ShippingZone } from "@shared/shipping/zones.js";
import type { SettingsFormErrors, ShippingFormValues } from "./settings-form.js";

export type RateSlab = "firstSlab" | "extraSlab";

interface ShippingRatesTableProps {
  rates: ShippingFormValues["rates"];
  errors: SettingsFormErrors;
  onChange(zone: ShippingZone, slab: RateSlab, value: string): void;
}

/** The shipping charge of each zone: the first 500 g and each further 500 g, in rupees. */
export function ShippingRatesTable({ rates, errors, onChange }: ShippingRatesTableProps) {
  return (
    <table className="settings-rates">
      <caption>Rates by zone, in rupees</caption>
      <thead>
        <tr>
          <th scope="col">Zone</th>
          <th scope="col">First 500 g</th>
          <th scope="col">Each further 500 g</th>
        </tr>
      </thead>
      <tbody>
        {SHIPPING_ZONES.map((zone) => (
          <tr key={zone}>
            <th scope="row">{ZONE_LABELS[zone]}</th>
            {(["firstSlab", "extraSlab"] as const).map((slab) => {
              const error = errors[`rates.${zone}.${slab}`];
              return (
                <td key={slab} data-label={slab === "firstSlab" ? "First 500 g" : "Each further 500 g"}>
                  <input
                    className="input"
                    name={`rates.${zone}.${slab}`}
                    inputMode="decimal"
                    aria-label={`${ZONE_LABELS[zone]}: ${slab === "firstSlab" ? "first 500 g" : "each further 500 g"} (₹)`}
                    aria-invalid={error ? true : undefined}
                    value={rates[zone][slab]}
                    onChange={(event) => onChange(zone, slab, event.target.value)}
                  />
                  {error ? <p className="field__error">{error}</p> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
