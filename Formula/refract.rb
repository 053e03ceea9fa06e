# Homebrew formula, built from this repository's source: tap the repository, then install its head
# (see README.md, Install):
#   brew tap refract/refract <this repository's git URL>
#   brew install --HEAD refract
class Refract < Formula
  desc "Design-token compiler: DTCG tokens to SwiftUI, CSS, Android and Jetpack Compose code"
  # The tap is a clone of this repository, so its own folder is where the head is.
  head "file://#{File.expand_path("..", __dir__)}", using: :git

  depends_on "pkgconf" => :build
  depends_on "libyaml"
  uses_from_macos "swift" => :build

  def install
    # Homebrew builds inside its own sandbox, in which SwiftPM's cannot start.
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "refract"
    bin.install ".build/release/refract"
  end

  test do
    system bin/"refract", "init"
    system bin/"refract", "build"
    assert_path_exists testpath/"output/swift/Theme.swift"
  end
end
