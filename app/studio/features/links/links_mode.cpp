#include "features/links/links_mode.hpp"

#include <imgui.h>

#include <cstdio>

#include "astar/session/link.hpp"
#include "features/links/links_commands.hpp"

namespace astar::studio {

Result<std::string> current_link(const ModeContext& ctx) {
  LinkState state;
  const Document& doc = ctx.workspace.document();
  state.document.grid = doc.grid;
  state.document.start = doc.start;
  state.document.goal = doc.goal;
  state.search = ctx.workspace.settings();
  state.view = ctx.derived.runs.view(0).view_state();
  state.step = ctx.derived.runs.search(0).search().step_count();
  return format_link(state);
}

Result<OpenUntitled> link_request(std::string_view text) {
  auto parsed = parse_link(text);
  if (!parsed) return parsed.failure();
  LinkState& state = parsed.value();
  OpenUntitled request;
  request.document = std::move(state.document);
  request.settings = state.search;
  request.view = state.view;
  request.then.step = state.step;
  return request;
}

void LinksMode::declare(CommandRegistry& registry) {
  registry.add(*this, {cmd::CopyLink, cmd::PasteLink});
  registry.take<OpenLink>(*this);
  registry.take<OpenedUntitled>(*this);
  registry.add_verb(*this, {"link", no_script_arguments});
}

void LinksMode::run_script_verb(const ScriptCommand& /*command*/,
                                ModeContext& ctx) {
  if (auto link = current_link(ctx); !link) {
    ctx.fail(link.error());
  } else {
    std::printf("link: %s\n", link.value().c_str());
  }
}

bool LinksMode::carry_out(const Request& request, ModeContext& ctx) {
  if (const auto* open = std::get_if<OpenLink>(&request)) {
    auto opened = link_request(open->text);
    if (!opened) {
      ctx.notifier.error(opened.error());
    } else {
      ctx.requests.push_back(std::move(opened.value()));
    }
    return true;
  }
  if (const auto* opened = std::get_if<OpenedUntitled>(&request)) {
    replay(opened->then.step, ctx);
    return true;
  }
  const auto* command = std::get_if<Command>(&request);
  if (command == nullptr) return false;
  if (*command == cmd::CopyLink) {
    copy(ctx);
  } else if (*command == cmd::PasteLink) {
    paste(ctx);
  } else {
    return false;
  }
  return true;
}

void LinksMode::replay(std::int64_t step, ModeContext& ctx) {
  Runs& runs = ctx.derived.runs;
  if (runs.comparing()) runs.close();
  runs.sync(ctx.workspace);
  if (step > 0) runs.step(ctx.workspace, step);
}

void LinksMode::copy(ModeContext& ctx) {
  auto link = current_link(ctx);
  if (!link) {
    ctx.notifier.error("Copy link: " + link.error());
    return;
  }
  ImGui::SetClipboardText(link.value().c_str());
  ctx.notifier.info("Copied a link of " + std::to_string(link.value().size()) +
                    " characters: paste it into a chat or a handout.");
}

void LinksMode::paste(ModeContext& ctx) {
  const char* text = ImGui::GetClipboardText();
  if (text == nullptr || !looks_like_link(text)) {
    ctx.notifier.info(
        "The clipboard holds no astar-studio link (one starts with astar1:).");
    return;
  }
  ctx.requests.push_back(OpenLink{text});
}

}  // namespace astar::studio
