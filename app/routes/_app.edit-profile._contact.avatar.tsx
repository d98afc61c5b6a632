import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { AvatarSchema } from "~/features/profile/avatar-schema.server.ts";
import { invalid, isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo, replyWith } from "~/kit/forms/reply.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { readUploadForm } from "~/lib/uploads.server.ts";
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_MESSAGE,
  avatarUrl,
  currentAvatarId,
  removeAvatar,
  saveAvatar,
} from "~/features/profile/avatar.server.ts";
import { Avatar } from "~/features/profile/ui/avatar.tsx";
import { AvatarCrop, type CropBox } from "~/features/profile/ui/avatar-crop.tsx";
import { Field, FormErrors } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /edit-profile/avatar: the Change Image modal over the Contact Info tab. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const avatarId = await currentAvatarId(user.id);
  return { name: `${user.firstName} ${user.lastName}`.trim(), avatarSrc: avatarId ? avatarUrl(avatarId) : null };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const read = await readUploadForm(request, { maxFileBytes: AVATAR_MAX_BYTES, tooLargeMessage: AVATAR_SIZE_MESSAGE });
  if (!read.ok) return replyWith(null, { invalid: invalid({ image: read.message }) });
  if (read.formData.get("intent") === "remove") {
    await removeAvatar(viewer.actor);
    return redirectWithToast(paths.editProfile.root(), { kind: "success", message: "Profile image removed." });
  }
  const submission = parseWithZod(read.formData, { schema: AvatarSchema });
  if (submission.status !== "success") return replyTo(submission, { hideFields: ["image"] });
  const { image, x, y, width, height } = submission.value;
  const crop = x !== undefined && y !== undefined && width !== undefined && height !== undefined ? { x, y, width, height } : null;
  const outcome = await saveAvatar(viewer.actor, new Uint8Array(await image.arrayBuffer()), crop, { originalName: image.name });
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome, hideFields: ["image"] });
  return redirectWithToast(paths.editProfile.root(), { kind: "success", message: "Profile image updated." });
}

export default function ChangeImageModal() {
  const { name, avatarSrc } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [file, setFile] = useState<File | null>(null);
  const [box, setBox] = useState<CropBox | null>(null);
  const [form, fields] = useForm({
    id: "avatar",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
  });
  const closeTo = paths.editProfile.root();
  return (
    <RouteModal title="Change Image" closeTo={closeTo}>
      <div className="avatar-current">
        <Avatar src={avatarSrc} name={name} size={128} />
      </div>
      <Form method="post" encType="multipart/form-data" preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Profile image"
          hint={
            hydrated
              ? "A JPG, PNG, GIF or WebP image, 5 MB or smaller. After choosing it, pick the square to keep."
              : "A JPG, PNG, GIF or WebP image, 5 MB or smaller. It will be cropped to a centred square."
          }
          inputProps={{
            ...getInputProps(fields.image, { type: "file" }),
            accept: "image/*",
            onChange: (e) => setFile(e.currentTarget.files?.[0] ?? null),
          }}
          errors={fields.image.errors}
        />
        <AvatarCrop file={file} onChange={setBox} />
        <input type="hidden" name="x" value={box?.x ?? ""} />
        <input type="hidden" name="y" value={box?.y ?? ""} />
        <input type="hidden" name="width" value={box?.width ?? ""} />
        <input type="hidden" name="height" value={box?.height ?? ""} />
        <div className="form-actions">
          <button className="btn" type="submit">
            Save Image
          </button>
          <Link to={closeTo} preventScrollReset>
            Cancel
          </Link>
        </div>
      </Form>
      {avatarSrc ? (
        <Form method="post" preventScrollReset className="form-actions">
          <input type="hidden" name="intent" value="remove" />
          <button className="btn btn-secondary" type="submit">
            Remove Image
          </button>
        </Form>
      ) : null}
    </RouteModal>
  );
}
