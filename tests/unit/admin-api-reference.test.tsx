import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiReference } from "@/components/admin/api/api-reference";
import type { ReferenceOperation } from "@/lib/openapi/reference";

const operation = (patch: Partial<ReferenceOperation>): ReferenceOperation => ({
  id: "getApiAdminSettings",
  method: "GET",
  path: "/api/admin/settings",
  summary: "The shop's settings, defaults filled in.",
  auth: "admin",
  parameters: null,
  request: null,
  status: 200,
  responseDescription: "The settings.",
  response: '{\n  "type": "object"\n}',
  responseDescribed: true,
  errors: [400, 401, 403],
  ...patch,
});

describe("ApiReference", () => {
  it("lists each area's operations with method, path, summary and who may call, schemas on request", async () => {
    render(
      <ApiReference
        areas={[
          { area: "Admin: settings", operations: [operation({})] },
          {
            area: "Orders",
            operations: [
              operation({
                method: "GET",
                path: "/api/orders",
                summary: "The signed-in user's orders, newest first.",
                auth: "signed-in",
                response: "{}",
                responseDescribed: false,
                responseDescription: "A list of orders.",
                errors: [400, 401],
              }),
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Admin: settings (1)" })).toHaveAttribute(
      "href",
      "#area-admin-settings",
    );
    const settings = screen.getByRole("region", { name: "Admin: settings" });
    const item = within(settings).getByTestId("api-operation");
    expect(within(item).getByText("GET")).toBeInTheDocument();
    expect(within(item).getByText("/api/admin/settings")).toBeInTheDocument();
    expect(within(item).getByText("Admin")).toBeInTheDocument();
    await userEvent.click(within(item).getByText("/api/admin/settings"));
    expect(within(item).getByRole("heading", { name: "Response 200" })).toBeVisible();
    expect(within(item).getByText(/"type": "object"/)).toBeVisible();

    const orders = within(screen.getByRole("region", { name: "Orders" })).getByTestId("api-operation");
    expect(within(orders).getByText("Signed in")).toBeInTheDocument();
    expect(within(orders).getByText(/no schema yet: described in words only/)).toBeInTheDocument();
    expect(within(orders).queryByRole("heading", { name: "Response 200" })).toBeNull();
  });

  it("says so when nothing is documented", () => {
    render(<ApiReference areas={[]} />);
    expect(screen.getByText("No operations are documented.")).toBeInTheDocument();
  });
});
