extension Reducer {
    /// A tap on iOS 26's bottom accessory does what its action says, as a row's would:
    /// presents its screen over the selected section (as Music opens its player from its
    /// now-playing bar) or follows its link. Recorded as the tap it is, and a move in a
    /// study's paths.
    func openAccessory(_ state: inout AppState) -> [Effect] {
        guard state.accessoryResponds(in: prototype), let action = prototype.accessory?.action else { return [] }
        state.editing = nil
        switch action {
        case .modal:
            guard let index = state.selectedSection else { return [] }
            state.sections[index].stack.append(PushedScreen(rowIndex: PushedScreen.accessoryRow, isModal: true))
            state.focus = .content
            return []
        case .link(let link):
            guard let target = prototype.destination(of: link) else { return [] }
            return follow(target, &state)
        case .plain, .detail, .toggle, .dialog, .section:
            return []
        }
    }

    /// The sidebar toggle (`sidebar: adaptable`): the top tab bar becomes the sidebar, or
    /// the sidebar the top tab bar, at once; the selection and every section's screens stay.
    func toggleSidebar(_ state: inout AppState) {
        guard state.showsSidebarToggle(in: prototype) else { return }
        state.sidebarChoice = state.usesSidebar ? .bar : .sidebar
        normalizeAfterLayoutChange(&state)
    }
}
