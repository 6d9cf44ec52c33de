public typealias SystemSoundID = UInt32
public func AudioServicesPlaySystemSound(_ id: SystemSoundID) {}
