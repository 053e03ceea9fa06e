/// Tokens Studio's math in values: `{space.base} * 2`, `roundTo({size} / 3, 2)`, `(16px + 4px) / 2`.
/// Operands are numbers with an optional unit; the references are given already resolved. Units follow
/// Tokens Studio: the result takes the one unit its operands carry, and two different units cannot meet.
enum TokensStudioMath {
    struct Operand: Equatable {
        var value: Double
        /// Empty for a plain number.
        var unit: String
    }

    struct Failure: Error, Equatable {
        var reason: String
    }

    /// The `{…}` references of `text`, in order.
    static func references(in text: String) -> [String] {
        var result: [String] = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}" {
                if let reference = current { result.append(reference) }
                current = nil
            } else {
                current?.append(character)
            }
        }
        return result
    }

    static func evaluate(_ text: String, references: [String: Operand]) -> Result<Operand, Failure> {
        var parser = Parser(characters: Array(text), references: references)
        do {
            let value = try parser.expression()
            parser.skipSpaces()
            if parser.position < parser.characters.count {
                throw Failure(reason: "unexpected '\(parser.characters[parser.position])' at column \(parser.position + 1)")
            }
            guard value.value.isFinite else { throw Failure(reason: "the result is not a finite number") }
            return .success(value)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(reason: "\(error)"))
        }
    }

    private struct Parser {
        let characters: [Character]
        let references: [String: Operand]
        var position = 0

        mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
        }

        mutating func peek() -> Character? {
            skipSpaces()
            return position < characters.count ? characters[position] : nil
        }

        mutating func expression() throws -> Operand {
            var left = try term()
            while let op = peek(), op == "+" || op == "-" {
                position += 1
                let right = try term()
                left = Operand(value: op == "+" ? left.value + right.value : left.value - right.value, unit: try unit(left, right))
            }
            return left
        }

        mutating func term() throws -> Operand {
            var left = try power()
            while let op = peek(), op == "*" || op == "/" || op == "%" {
                position += 1
                let right = try power()
                if op != "*" && right.value == 0 { throw Failure(reason: "division by zero") }
                let value = op == "*" ? left.value * right.value : op == "/" ? left.value / right.value
                    : left.value.truncatingRemainder(dividingBy: right.value)
                left = Operand(value: value, unit: try unit(left, right))
            }
            return left
        }

        mutating func power() throws -> Operand {
            let base = try unary()
            guard peek() == "^" else { return base }
            position += 1
            let exponent = try power()
            guard exponent.value == exponent.value.rounded(), Swift.abs(exponent.value) <= 64 else {
                throw Failure(reason: "'^' takes a whole exponent between -64 and 64")
            }
            var result = 1.0
            for _ in 0..<Int(Swift.abs(exponent.value)) { result *= base.value }
            return Operand(value: exponent.value < 0 ? 1 / result : result, unit: base.unit)
        }

        mutating func unary() throws -> Operand {
            if peek() == "-" {
                position += 1
                let operand = try unary()
                return Operand(value: -operand.value, unit: operand.unit)
            }
            if peek() == "+" {
                position += 1
                return try unary()
            }
            return try primary()
        }

        mutating func primary() throws -> Operand {
            guard let next = peek() else { throw Failure(reason: "the expression ends where a value is expected") }
            if next == "(" {
                position += 1
                let inner = try expression()
                guard peek() == ")" else { throw Failure(reason: "a '(' is not closed") }
                position += 1
                return inner
            }
            if next == "{" {
                let start = position + 1
                guard let close = characters[start...].firstIndex(of: "}") else { throw Failure(reason: "a '{' is not closed") }
                position = close + 1
                let name = String(characters[start..<close])
                guard let value = references[name] else { throw Failure(reason: "'{\(name)}' is not a number or a dimension") }
                return value
            }
            if next.isNumber || next == "." { return try number() }
            if next.isLetter { return try function() }
            throw Failure(reason: "unexpected '\(next)' at column \(position + 1)")
        }

        mutating func number() throws -> Operand {
            let start = position
            while position < characters.count, characters[position].isNumber || characters[position] == "." { position += 1 }
            if position < characters.count, characters[position] == "e" || characters[position] == "E",
                position + 1 < characters.count, characters[position + 1].isNumber || characters[position + 1] == "-"
            {
                position += 2
                while position < characters.count, characters[position].isNumber { position += 1 }
            }
            guard let value = Double(String(characters[start..<position])) else {
                throw Failure(reason: "'\(String(characters[start..<position]))' is not a number")
            }
            let unitStart = position
            while position < characters.count, characters[position].isLetter || characters[position] == "%" { position += 1 }
            return Operand(value: value, unit: String(characters[unitStart..<position]))
        }

        mutating func function() throws -> Operand {
            let start = position
            while position < characters.count, characters[position].isLetter { position += 1 }
            let name = String(characters[start..<position])
            guard peek() == "(" else { throw Failure(reason: "'\(name)' is not a number, a reference or a function") }
            position += 1
            var arguments: [Operand] = []
            if peek() != ")" {
                arguments.append(try expression())
                while peek() == "," {
                    position += 1
                    arguments.append(try expression())
                }
            }
            guard peek() == ")" else { throw Failure(reason: "the arguments of '\(name)' are not closed with ')'") }
            position += 1
            return try apply(name, arguments)
        }

        func apply(_ name: String, _ arguments: [Operand]) throws -> Operand {
            func one(_ body: (Double) -> Double) throws -> Operand {
                guard arguments.count == 1 else { throw Failure(reason: "'\(name)' takes 1 argument, not \(arguments.count)") }
                return Operand(value: body(arguments[0].value), unit: arguments[0].unit)
            }
            switch name {
            case "roundTo":
                guard arguments.count == 1 || arguments.count == 2 else {
                    throw Failure(reason: "'roundTo' takes a value and the number of decimals, not \(arguments.count) arguments")
                }
                let decimals = Int((arguments.count == 2 ? arguments[1].value : 0).rounded())
                guard (0...15).contains(decimals) else { throw Failure(reason: "'roundTo' rounds to 0 to 15 decimals, not \(decimals)") }
                var scale = 1.0
                for _ in 0..<decimals { scale *= 10 }
                return Operand(value: (arguments[0].value * scale).rounded() / scale, unit: arguments[0].unit)
            case "round": return try one { $0.rounded() }
            case "floor": return try one { $0.rounded(.down) }
            case "ceil": return try one { $0.rounded(.up) }
            case "abs": return try one { Swift.abs($0) }
            case "sqrt": return try one { $0.squareRoot() }
            case "min", "max":
                guard let first = arguments.first else { throw Failure(reason: "'\(name)' needs at least 1 argument") }
                var best = first
                for argument in arguments.dropFirst() {
                    let unit = try unit(best, argument)
                    best = Operand(value: name == "min" ? Swift.min(best.value, argument.value) : Swift.max(best.value, argument.value), unit: unit)
                }
                return best
            default:
                throw Failure(reason: "'\(name)' is not a function Tokens Studio math knows (roundTo, round, floor, ceil, abs, sqrt, min, max)")
            }
        }

        func unit(_ left: Operand, _ right: Operand) throws -> String {
            if left.unit.isEmpty { return right.unit }
            if right.unit.isEmpty || right.unit == left.unit { return left.unit }
            throw Failure(reason: "'\(left.unit)' and '\(right.unit)' cannot be combined")
        }
    }
}

