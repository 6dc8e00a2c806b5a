import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ActivityList } from "@/components/admin/activity/activity-list";
import type { AuditEntry } from "@/lib/audit/contract";

const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: "2030-01-02T03:04:05.000Z",
  actor: { id: 1, name: "ana_admin" },
  kind: "category",
  action: "rename",
  subjectId: "5",
  productId: null,
  summary: "Renamed category Tops to Shirts",
  before: { name: "Tops" },
  after: { name: "Shirts" },
  ...patch,
});

describe("ActivityList", () => {
  it("shows when, who, the kind and the summary, and the values before and after on request", async () => {
    render(<ActivityList entries={[entry({})]} />);
    const item = screen.getByRole("listitem");
    expect(within(item).getByText("ana_admin")).toBeInTheDocument();
    expect(within(item).getByText("Categories")).toBeInTheDocument();
    expect(within(item).getByText("Renamed category Tops to Shirts")).toBeInTheDocument();
    expect(item.querySelector("time")).toHaveAttribute("dateTime", "2030-01-02T03:04:05.000Z");
    await userEvent.click(within(item).getByText("Show changes"));
    expect(within(item).getByRole("row", { name: "name Tops Shirts" })).toBeVisible();
  });

  it("shows a creation with no before and a deletion with no after, values that are not text as JSON", () => {
    render(
      <ActivityList
        entries={[
          entry({
            id: 2,
            action: "create",
            before: null,
            after: { name: "Hats", parent: null, tags: ["a"] },
          }),
          entry({
            id: 3,
            action: "delete",
            before: { name: "Caps" },
            after: null,
            summary: "Deleted category Caps",
          }),
        ]}
      />,
    );
    const [created, deleted] = screen.getAllByRole("listitem");
    expect(within(created).getByRole("row", { name: "name — Hats" })).toBeInTheDocument();
    expect(within(created).getByRole("row", { name: "parent — none" })).toBeInTheDocument();
    expect(within(created).getByRole("row", { name: 'tags — ["a"]' })).toBeInTheDocument();
    expect(within(deleted).getByRole("row", { name: "name Caps —" })).toBeInTheDocument();
  });
});
