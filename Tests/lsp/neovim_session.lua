-- A headless Neovim (Debian's 0.7 and later) opens a token file with `refract lsp` as its language server,
-- breaks an alias without saving, and must get lint's diagnostic on it and a hover on a good alias.
-- Run by Tests/lsp/neovim-session.sh; exits 0 on success, 1 with a message otherwise.
local refract = os.getenv("REFRACT")
local root = os.getenv("REPO")
local file = root .. "/tokens/modes/light.tokens.yaml"

local function fail(message)
  io.stderr:write("neovim session: " .. message .. "\n")
  vim.cmd("cquit 1")
end

vim.cmd("edit " .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = "refract",
  cmd = { refract, "lsp", "--stdio", "--debounce", "50" },
  root_dir = root,
  workspace_folders = { { uri = vim.uri_from_fname(root), name = "refract" } },
})
if not client then fail("the server did not start") end
vim.lsp.buf_attach_client(buffer, client)
if not vim.wait(20000, function() return vim.lsp.get_client_by_id(client).initialized end, 50) then
  fail("no answer to initialize")
end

-- An alias to nothing on the first alias line, left unsaved.
local lines = vim.api.nvim_buf_get_lines(buffer, 0, -1, false)
local broken
for index, line in ipairs(lines) do
  if line:find("{palette.paper}", 1, true) then
    broken = index
    vim.api.nvim_buf_set_lines(buffer, index - 1, index, false, { (line:gsub("palette%.paper", "palette.nothing")) })
    break
  end
end
if not broken then fail("no '{palette.paper}' alias in " .. file) end

local found = vim.wait(30000, function()
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    if diagnostic.message:find("palette.nothing", 1, true) then return true end
  end
  return false
end, 50)
if not found then fail("no diagnostic for the broken alias") end
local diagnostic = vim.diagnostic.get(buffer)[1]
if diagnostic.lnum ~= broken - 1 then fail("the diagnostic is on line " .. diagnostic.lnum .. ", not " .. (broken - 1)) end

-- A hover on a good alias: the line after the broken one that holds one.
local hover_line, hover_column
for index, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
  local column = line:find("{scheme.", 1, true)
  if column then hover_line, hover_column = index - 1, column + 2 break end
end
if not hover_line then fail("no '{scheme.' alias to hover") end
local params = { textDocument = { uri = vim.uri_from_bufnr(buffer) }, position = { line = hover_line, character = hover_column } }
local responses = vim.lsp.buf_request_sync(buffer, "textDocument/hover", params, 20000) or {}
local text
for _, response in pairs(responses) do
  if response.result and response.result.contents then text = response.result.contents.value end
end
if not text or not text:find("scheme.", 1, true) or not text:find("| value |", 1, true) then
  fail("hover gave " .. vim.inspect(responses))
end
io.stdout:write("neovim session: a diagnostic on line " .. (broken) .. " and a hover of " .. #text .. " characters\n")
vim.lsp.stop_client(client)
vim.cmd("qall!")
