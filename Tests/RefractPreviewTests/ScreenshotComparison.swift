import Foundation

/// Two PNGs compared pixel by pixel within a tolerance, decoded by the browser itself: a page holds both
/// as data URLs, draws each on a canvas and counts the pixels where a channel differs by more than
/// `channelDelta`. Font rasterizing differs a little between machines; a changed layout differs a lot.
struct ScreenshotComparison {
    var channelDelta = 40
    /// The largest fraction of pixels that may differ.
    var tolerance = 0.01

    struct Result: Decodable {
        var width: Int
        var height: Int
        var otherWidth: Int
        var otherHeight: Int
        var differing: Int

        var fraction: Double { Double(differing) / Double(max(width * height, 1)) }
        var sameSize: Bool { width == otherWidth && height == otherHeight }
    }

    func compare(_ expected: Data, _ actual: Data, browser: String, in folder: URL) throws -> Result {
        let page = folder.appendingPathComponent("compare-\(UUID().uuidString).html")
        let html = """
            <!doctype html><html><body><pre id="out"></pre>
            <img id="a" src="data:image/png;base64,\(expected.base64EncodedString())">
            <img id="b" src="data:image/png;base64,\(actual.base64EncodedString())">
            <script>
            function pixels(image) {
              var canvas = document.createElement("canvas");
              canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
              var context = canvas.getContext("2d");
              context.drawImage(image, 0, 0);
              return context.getImageData(0, 0, canvas.width, canvas.height).data;
            }
            window.onload = function () {
              var a = document.getElementById("a"), b = document.getElementById("b");
              var result = { width: a.naturalWidth, height: a.naturalHeight, otherWidth: b.naturalWidth, otherHeight: b.naturalHeight, differing: 0 };
              if (result.width === result.otherWidth && result.height === result.otherHeight) {
                var p = pixels(a), q = pixels(b);
                for (var i = 0; i < p.length; i += 4) {
                  if (Math.abs(p[i] - q[i]) > \(channelDelta) || Math.abs(p[i + 1] - q[i + 1]) > \(channelDelta) || Math.abs(p[i + 2] - q[i + 2]) > \(channelDelta)) result.differing += 1;
                }
              }
              document.getElementById("out").textContent = JSON.stringify(result);
            };
            </script></body></html>
            """
        try html.write(to: page, atomically: true, encoding: .utf8)
        let json = try HeadlessChromium.output(of: page, browser: browser)
        return try JSONDecoder().decode(Result.self, from: Data(json.utf8))
    }
}
