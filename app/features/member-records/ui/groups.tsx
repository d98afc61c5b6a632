/**
 * The Groups tab's body: the member's groups, each with Remove, and Add Group (a choice of the
 * groups in System Data the member is not in). Plain posts: works without JavaScript.
 */
import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { Column } from "~/ui/columns.ts";
import { FormErrors, SelectField } from "~/ui/field.tsx";
import { RecordTable } from "~/ui/record-table.tsx";
import type { GroupRow, GroupsTab } from "../groups.server.ts";

const COLUMNS: ReadonlyArray<Column<GroupRow>> = [
  { key: "name", header: "Group", rowHeader: true, value: (g) => g.name },
  { key: "added", header: "Added", value: (g) => g.added },
  {
    key: "actions",
    header: "Actions",
    hiddenHeader: true,
    cell: (g) => (
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="groupId" value={g.id} />
        <button type="submit" className="btn btn-secondary btn-small">
          Remove<span className="visually-hidden"> {g.name}</span>
        </button>
      </Form>
    ),
  },
];

export function GroupsTabView({ tab, lastResult }: { tab: GroupsTab; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const [form, fields] = useForm({ id: "add-group", lastResult, shouldValidate: "onSubmit" });
  return (
    <section aria-labelledby="groups-title">
      <h2 id="groups-title">Groups</h2>
      <RecordTable columns={COLUMNS} rows={tab.rows} caption="The member's groups" empty="Not in any group." />
      {tab.options.length ? (
        <Form method="post" {...getFormProps(form)} preventScrollReset>
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="add" />
          <SelectField
            label="Group"
            selectProps={getSelectProps(fields.groupId)}
            options={tab.options}
            placeholder="Choose a group"
            errors={fields.groupId.errors}
          />
          <div className="form-actions">
            <button type="submit" className="btn">
              Add Group
            </button>
          </div>
        </Form>
      ) : (
        <p>The member is in every group there is. Groups are added in System Data.</p>
      )}
    </section>
  );
}
