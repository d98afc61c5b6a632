/**
 * The Enroll in community group modal's body: a GET search form (its matches are the page's own
 * data, so it works without JavaScript and the same with it), then the POST form choosing one of
 * the matches, paged by links that keep the search. Validated on the server only; errors come back
 * in `lastResult`.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { paths } from "~/lib/paths.ts";
import { ChoiceGroup, chosenList } from "~/ui/choice-group.tsx";
import { FormErrors, SubmitRow } from "~/ui/field.tsx";
import type { CommunitySearch } from "../groups.server.ts";
import { COMMUNITY_MESSAGES, SEARCH_MAX } from "../rules.ts";

export function CommunityEnrolForm({
  userId,
  search,
  lastResult,
  cancelTo,
}: {
  userId: number;
  search: CommunitySearch;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelTo: string;
}) {
  const [form, fields] = useForm({ id: "community-enrol", lastResult, shouldValidate: "onSubmit" });
  const { q, page, lastPage, total, groups } = search;
  const pageHref = (to: number) => paths.admin.users.communityEnroll(userId, { q, page: to === 1 ? undefined : to });
  return (
    <>
      <Form method="get" action={paths.admin.users.communityEnroll(userId)} role="search" aria-label="Community groups" preventScrollReset>
        <div className="field">
          <label htmlFor="community-search">Search groups</label>
          <input id="community-search" type="search" name="q" defaultValue={q} maxLength={SEARCH_MAX} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-secondary">
            Search
          </button>
        </div>
      </Form>
      {search.notice ? (
        <p className="alert alert-warning" role="status">
          {search.notice}
        </p>
      ) : null}
      <Form
        method="post"
        action={paths.admin.users.communityEnroll(userId, { q, page: page === 1 ? undefined : page })}
        preventScrollReset
        {...getFormProps(form)}
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        {groups.length === 0 && !search.notice ? <p>{COMMUNITY_MESSAGES.noMatches}</p> : null}
        <ChoiceGroup
          legend="Group"
          name={fields.groupId.name}
          type="radio"
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
          chosen={chosenList(fields.groupId.initialValue)}
          errors={fields.groupId.errors}
        />
        {lastPage > 1 ? (
          <nav className="pager" aria-label="Pages of groups">
            <span>
              Page {page} of {lastPage} ({total} groups)
            </span>
            {page > 1 ? (
              <Link to={pageHref(page - 1)} preventScrollReset>
                Previous groups
              </Link>
            ) : null}
            {page < lastPage ? (
              <Link to={pageHref(page + 1)} preventScrollReset>
                More groups
              </Link>
            ) : null}
          </nav>
        ) : null}
        <SubmitRow label="Enroll" cancelTo={cancelTo} />
      </Form>
    </>
  );
}
