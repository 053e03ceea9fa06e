import UIKit

final class LegacyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .themePrimary
        view.tintColor = UIColor.themeAccent
        let surface = Theme.default.colors.surface
        /* view.layer.borderColor = UIColor.themeUnusedTint.cgColor */
        _ = surface
    }
}
