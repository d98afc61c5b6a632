import { Link } from "@remix-run/react";
import type { AddressRow } from "~/features/profile/address-options.ts";
import { paths } from "~/lib/paths.ts";

export type AddressListItem = AddressRow;

/** "Richmond, VA 23219" (the parts that are filled in). */
function cityLine(a: AddressListItem): string {
  const stateZip = [a.state, a.zip].filter(Boolean).join(" ");
  return [a.city, stateZip].filter(Boolean).join(", ");
}

/** The Contact Info tab's addresses: one card each (primary badge, Edit and Delete) and Add Address. */
export function AddressList({ addresses, primaryAddressId }: { addresses: AddressListItem[]; primaryAddressId: number | null }) {
  return (
    <section className="address-list" aria-labelledby="addresses-heading">
      <div className="address-list-head">
        <h2 id="addresses-heading">Addresses</h2>
        <Link to={paths.editProfile.addresses.new()} preventScrollReset className="btn btn-secondary">
          Add Address
        </Link>
      </div>
      {addresses.length === 0 ? (
        <p className="hint">You have not added an address yet.</p>
      ) : (
        <ul className="cards address-cards">
          {addresses.map((a) => {
            const label = `${a.name} address ${a.addressLine1}`;
            return (
              <li key={a.id} className="card address-card">
                <h3>
                  {a.name} {a.id === primaryAddressId ? <span className="badge badge-primary">Primary</span> : null}
                </h3>
                <address>
                  {a.addressLine1}
                  {a.addressLine2 ? (
                    <>
                      <br />
                      {a.addressLine2}
                    </>
                  ) : null}
                  {cityLine(a) ? (
                    <>
                      <br />
                      {cityLine(a)}
                    </>
                  ) : null}
                  <br />
                  {a.country}
                  {a.phone ? (
                    <>
                      <br />
                      {a.phone}
                    </>
                  ) : null}
                </address>
                <p className="address-actions">
                  <Link to={paths.editProfile.addresses.edit(a.id)} preventScrollReset>
                    Edit<span className="visually-hidden"> {label}</span>
                  </Link>
                  <Link to={paths.editProfile.addresses.delete(a.id)} preventScrollReset>
                    Delete<span className="visually-hidden"> {label}</span>
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
